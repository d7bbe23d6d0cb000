CREATE TABLE "grupo_operacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"classificacao" text,
	"vendas" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_assincrono" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"unidade_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"nome" text NOT NULL,
	"relatorio" text NOT NULL,
	"descricao" text NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"tipo" text DEFAULT 'INFO' NOT NULL,
	"dados" text,
	"progresso" integer DEFAULT 0 NOT NULL,
	"parametros" jsonb NOT NULL,
	"visualizado" boolean DEFAULT false NOT NULL,
	"arquivo_nome" text,
	"arquivo_tipo" text,
	"arquivo" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_assincrono_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "lancamento_financeiro" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"operacao_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"valor_cents" integer NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operacao_financeira" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grupo_operacao" ADD CONSTRAINT "grupo_operacao_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assincrono" ADD CONSTRAINT "job_assincrono_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_financeiro" ADD CONSTRAINT "lancamento_financeiro_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_financeiro" ADD CONSTRAINT "lancamento_financeiro_operacao_id_operacao_financeira_id_fk" FOREIGN KEY ("operacao_id") REFERENCES "public"."operacao_financeira"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operacao_financeira" ADD CONSTRAINT "operacao_financeira_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operacao_financeira" ADD CONSTRAINT "operacao_financeira_grupo_id_grupo_operacao_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo_operacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grupo_operacao_unidade_idx" ON "grupo_operacao" USING btree ("unidade_id");--> statement-breakpoint
CREATE INDEX "job_assincrono_usuario_idx" ON "job_assincrono" USING btree ("unidade_id","usuario_id","nome","created_at");--> statement-breakpoint
CREATE INDEX "lancamento_financeiro_data_idx" ON "lancamento_financeiro" USING btree ("unidade_id","data");
