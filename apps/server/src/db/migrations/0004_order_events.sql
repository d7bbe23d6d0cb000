CREATE TABLE "log_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer,
	"tipo" text NOT NULL,
	"entidade" text NOT NULL,
	"motivo" text,
	"dados" jsonb,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "impressao" ADD COLUMN "conteudo" text;--> statement-breakpoint
ALTER TABLE "log_evento" ADD CONSTRAINT "log_evento_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_evento" ADD CONSTRAINT "log_evento_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_evento_pedido_idx" ON "log_evento" USING btree ("unidade_id","pedido_id");