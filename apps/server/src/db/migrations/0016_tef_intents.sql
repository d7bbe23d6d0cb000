CREATE TABLE "tef_intencao_venda" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"forma_pagamento_id" integer NOT NULL,
	"tipo" text DEFAULT 'TEF' NOT NULL,
	"valor_cents" integer NOT NULL,
	"terminal_id" text NOT NULL,
	"tipo_cartao" text NOT NULL,
	"referencia" text NOT NULL,
	"provedor_id" text,
	"status" text DEFAULT 'CRIADA' NOT NULL,
	"status_transacao" integer,
	"mensagem" text,
	"bandeira" text,
	"adquirente" text,
	"nsu" text,
	"codigo_autorizacao" text,
	"codigo_autorizacao_manual" boolean DEFAULT false NOT NULL,
	"comprovante_cliente" text,
	"comprovante_estabelecimento" text,
	"pagamento_id" text,
	"estornar" boolean DEFAULT false NOT NULL,
	"aprovada_em" timestamp with time zone,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tef_intencao_venda" ADD CONSTRAINT "tef_intencao_venda_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tef_intencao_venda" ADD CONSTRAINT "tef_intencao_venda_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tef_intencao_venda" ADD CONSTRAINT "tef_intencao_venda_forma_pagamento_id_forma_pagamento_id_fk" FOREIGN KEY ("forma_pagamento_id") REFERENCES "public"."forma_pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tef_intencao_referencia_idx" ON "tef_intencao_venda" USING btree ("unidade_id","referencia");--> statement-breakpoint
CREATE INDEX "tef_intencao_pedido_idx" ON "tef_intencao_venda" USING btree ("unidade_id","pedido_id");--> statement-breakpoint
CREATE INDEX "tef_intencao_aberta_idx" ON "tef_intencao_venda" USING btree ("id") WHERE "tef_intencao_venda"."status" in ('CRIADA', 'NO_TERMINAL') or ("tef_intencao_venda"."status" = 'APROVADA' and "tef_intencao_venda"."pagamento_id" is null);