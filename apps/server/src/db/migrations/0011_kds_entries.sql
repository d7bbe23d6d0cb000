CREATE TABLE "item_kds" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"versao_pedido" integer NOT NULL,
	"versao_cancelamento" integer,
	"codigo_referencial" text NOT NULL,
	"local_notificacao" text NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"justificativa_cancelamento" text,
	"impresso" boolean DEFAULT false NOT NULL,
	"datas_status" jsonb NOT NULL,
	"dados" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_kds" ADD CONSTRAINT "item_kds_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_kds" ADD CONSTRAINT "item_kds_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_kds_unidade_data_idx" ON "item_kds" USING btree ("unidade_id","created_at");--> statement-breakpoint
CREATE INDEX "item_kds_pedido_idx" ON "item_kds" USING btree ("pedido_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_kds_envio_idx" ON "item_kds" USING btree ("pedido_id","codigo_referencial","versao_pedido");