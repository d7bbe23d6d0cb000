CREATE TABLE "configuracao_balanca" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"terminal" text NOT NULL,
	"produtos_kg_selecionados" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"atalhos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"geracao_identificador" text DEFAULT '' NOT NULL,
	"ultimo_identificador" integer,
	"imprimir_ao_criar" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "produto" ADD COLUMN "produto_livre_associado_id" integer;--> statement-breakpoint
ALTER TABLE "configuracao_balanca" ADD CONSTRAINT "configuracao_balanca_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configuracao_balanca_unidade_terminal_idx" ON "configuracao_balanca" USING btree ("unidade_id","terminal");