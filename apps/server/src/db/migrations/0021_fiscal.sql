CREATE TABLE "nota_fiscal" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"modelo" text NOT NULL,
	"serie" integer NOT NULL,
	"numero" integer NOT NULL,
	"chave" text NOT NULL,
	"tp_emis" integer DEFAULT 1 NOT NULL,
	"tp_amb" integer DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'RESERVADA' NOT NULL,
	"c_stat" integer,
	"x_motivo" text,
	"n_prot" text,
	"xml" text NOT NULL,
	"protocolo_xml" text,
	"qr_code" text,
	"url_chave" text,
	"valor_cents" integer NOT NULL,
	"dest_nome" text,
	"dest_cpf_cnpj" text,
	"dh_emi" timestamp with time zone NOT NULL,
	"dh_cont" timestamp with time zone,
	"x_just" text,
	"autorizada_em" timestamp with time zone,
	"cancelamento_prot" text,
	"cancelamento_just" text,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serie_fiscal" (
	"unidade_id" integer NOT NULL,
	"modelo" text NOT NULL,
	"serie" integer NOT NULL,
	"proximo" integer NOT NULL,
	CONSTRAINT "serie_fiscal_unidade_id_modelo_serie_pk" PRIMARY KEY("unidade_id","modelo","serie")
);
--> statement-breakpoint
ALTER TABLE "pedido_integracao" ADD COLUMN "nota_fiscal" jsonb;--> statement-breakpoint
ALTER TABLE "produto" ADD COLUMN "dados_fiscais" jsonb;--> statement-breakpoint
ALTER TABLE "nota_fiscal" ADD CONSTRAINT "nota_fiscal_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_fiscal" ADD CONSTRAINT "nota_fiscal_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serie_fiscal" ADD CONSTRAINT "serie_fiscal_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nota_fiscal_numero_idx" ON "nota_fiscal" USING btree ("unidade_id","modelo","serie","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "nota_fiscal_chave_idx" ON "nota_fiscal" USING btree ("unidade_id","chave");--> statement-breakpoint
CREATE INDEX "nota_fiscal_pedido_idx" ON "nota_fiscal" USING btree ("unidade_id","pedido_id");--> statement-breakpoint
CREATE INDEX "nota_fiscal_pendente_idx" ON "nota_fiscal" USING btree ("id") WHERE "nota_fiscal"."status" in ('RESERVADA', 'CONTINGENCIA', 'CONSULTAR', 'INUTILIZAR');
