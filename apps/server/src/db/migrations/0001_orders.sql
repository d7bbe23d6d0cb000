CREATE TABLE "impressao" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer,
	"identificador" text NOT NULL,
	"origem" text NOT NULL,
	"local_impressao" text DEFAULT 'CAIXA' NOT NULL,
	"descricao" text NOT NULL,
	"status_impressao" text DEFAULT 'PENDENTE' NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_integracao" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sequencial" integer,
	"tipo" text NOT NULL,
	"situacao" text DEFAULT 'PENDENTE' NOT NULL,
	"tipo_importacao" text DEFAULT 'SO' NOT NULL,
	"tipo_importacao_original" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"pago" boolean DEFAULT false NOT NULL,
	"pago_online" boolean DEFAULT false NOT NULL,
	"com_nf" boolean DEFAULT false NOT NULL,
	"pedido_agendado" text,
	"data_pedido" timestamp with time zone DEFAULT now() NOT NULL,
	"data_importacao" timestamp with time zone,
	"data_integracao" timestamp with time zone,
	"data_confirmacao" timestamp with time zone,
	"data_aguardando_retirada" timestamp with time zone,
	"data_envio" timestamp with time zone,
	"data_entrega" timestamp with time zone,
	"data_cancelamento" timestamp with time zone,
	"motivo_cancelamento" text,
	"justificativa_exclusao" text,
	"identificador_principal" text,
	"identificador_secundario" text,
	"complemento_identificador" text,
	"quantidade_pessoas" integer,
	"pessoa_cliente_id" integer,
	"pessoa_entregador_id" integer,
	"status_logistica" text,
	"status_notificacao" text,
	"agrupador_despacho" text,
	"total_pedido_cents" integer DEFAULT 0 NOT NULL,
	"descricao" text,
	"texto_busca" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_integracao_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"username" text NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_sequencia" (
	"unidade_id" integer PRIMARY KEY NOT NULL,
	"valor" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "impressao" ADD CONSTRAINT "impressao_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impressao" ADD CONSTRAINT "impressao_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_integracao" ADD CONSTRAINT "pedido_integracao_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_integracao" ADD CONSTRAINT "pedido_integracao_pessoa_cliente_id_pessoa_id_fk" FOREIGN KEY ("pessoa_cliente_id") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_integracao" ADD CONSTRAINT "pedido_integracao_pessoa_entregador_id_pessoa_id_fk" FOREIGN KEY ("pessoa_entregador_id") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_integracao_log" ADD CONSTRAINT "pedido_integracao_log_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_integracao_log" ADD CONSTRAINT "pedido_integracao_log_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_sequencia" ADD CONSTRAINT "pedido_sequencia_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impressao_unidade_idx" ON "impressao" USING btree ("unidade_id","data_criacao");--> statement-breakpoint
CREATE INDEX "pedido_unidade_data_idx" ON "pedido_integracao" USING btree ("unidade_id","data_pedido");--> statement-breakpoint
CREATE INDEX "pedido_unidade_situacao_idx" ON "pedido_integracao" USING btree ("unidade_id","situacao");--> statement-breakpoint
CREATE INDEX "pedido_unidade_sequencial_idx" ON "pedido_integracao" USING btree ("unidade_id","sequencial");--> statement-breakpoint
CREATE INDEX "pedido_log_pedido_idx" ON "pedido_integracao_log" USING btree ("pedido_id","created_at");