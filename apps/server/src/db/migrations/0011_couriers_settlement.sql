ALTER TABLE "movimento_financeiro" ALTER COLUMN "pedido_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "movimento_financeiro" ADD COLUMN "operacao" text;--> statement-breakpoint
ALTER TABLE "pedido_integracao" ADD COLUMN "id_movimento_financeiro_acerto" integer;--> statement-breakpoint
CREATE INDEX "pedido_entregador_data_idx" ON "pedido_integracao" USING btree ("unidade_id","pessoa_entregador_id","data_pedido") WHERE "pedido_integracao"."ativo" and "pedido_integracao"."pessoa_entregador_id" is not null;