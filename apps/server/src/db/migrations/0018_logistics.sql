ALTER TABLE "pedido_integracao" ADD COLUMN "id_configuracao_integracao_logistica" integer;--> statement-breakpoint
ALTER TABLE "pedido_integracao" ADD COLUMN "json_retorno_logistica" jsonb;--> statement-breakpoint
ALTER TABLE "pedido_integracao" ADD COLUMN "tentativa_logistica" integer DEFAULT 0 NOT NULL;
