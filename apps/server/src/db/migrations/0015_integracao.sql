CREATE TABLE "integracao" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"segredos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integracao" ADD CONSTRAINT "integracao_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integracao_unidade_tipo_idx" ON "integracao" USING btree ("unidade_id","tipo");