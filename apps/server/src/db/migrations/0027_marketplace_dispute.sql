CREATE TABLE "marketplace_disputa" (
	"id" serial PRIMARY KEY NOT NULL,
	"integracao_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"disputa_id" text NOT NULL,
	"pedido_marketplace_id" text NOT NULL,
	"acao" text NOT NULL,
	"tipo" text,
	"mensagem" text,
	"expira_em" timestamp with time zone NOT NULL,
	"acao_expiracao" text,
	"dados" jsonb NOT NULL,
	"status" text DEFAULT 'ABERTA' NOT NULL,
	"resposta" text,
	"resposta_dados" jsonb,
	"respondida_por" text,
	"respondida_em" timestamp with time zone,
	"chave_resposta" text,
	"desfecho" text,
	"encerrada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_disputa" ADD CONSTRAINT "marketplace_disputa_integracao_id_integracao_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_disputa" ADD CONSTRAINT "marketplace_disputa_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_disputa" ADD CONSTRAINT "marketplace_disputa_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_disputa_integracao_idx" ON "marketplace_disputa" USING btree ("integracao_id","disputa_id");--> statement-breakpoint
CREATE INDEX "marketplace_disputa_unidade_idx" ON "marketplace_disputa" USING btree ("unidade_id","status");