CREATE TABLE "abertura_turno" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"data_abertura" timestamp with time zone DEFAULT now() NOT NULL,
	"data_fechamento" timestamp with time zone,
	"valor_abertura_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_generico" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"chave" text NOT NULL,
	"codigo" text NOT NULL,
	"valor_string" text
);
--> statement-breakpoint
CREATE TABLE "conta" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"tipo_conta" text NOT NULL,
	"pendente" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contato_pessoa" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pessoa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "endereco" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pessoa_id" integer NOT NULL,
	"endereco" text NOT NULL,
	"numero" text,
	"bairro" text,
	"complemento" text,
	"referencia" text,
	"cep" text,
	"municipio_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"id_produto_taxa_entrega" integer
);
--> statement-breakpoint
CREATE TABLE "forma_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"codigo" text NOT NULL,
	"conta_id" integer NOT NULL,
	"utiliza_tef" boolean DEFAULT false NOT NULL,
	"modelo_pos" text,
	"pessoa_requerida" boolean DEFAULT false NOT NULL,
	"intervalo" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupo_produto" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"cor" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"mostrar_pdv_online" boolean DEFAULT true NOT NULL,
	"mostrar_versao_mobile" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identificador" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"identificador" text NOT NULL,
	"status" text DEFAULT 'NORMAL' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"pessoa_id" integer
);
--> statement-breakpoint
CREATE TABLE "local_impressao" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"chave" text NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"codigo_ibge" text NOT NULL,
	"uf" text NOT NULL,
	CONSTRAINT "municipio_codigo_ibge_unique" UNIQUE("codigo_ibge")
);
--> statement-breakpoint
CREATE TABLE "parametro" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"codigo" text NOT NULL,
	"valor_string" text,
	"descricao" text
);
--> statement-breakpoint
CREATE TABLE "perfil_usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoa" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"nome" text NOT NULL,
	"nome_fantasia" text,
	"tipo" text DEFAULT 'F' NOT NULL,
	"cpf_cnpj" text,
	"rg_ie" text,
	"data_nascimento" date,
	"fone" text,
	"celular" text,
	"email" text,
	"cep" text,
	"endereco" text,
	"numero" text,
	"bairro" text,
	"complemento" text,
	"municipio_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"observacoes" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"tipo_cliente" boolean DEFAULT false NOT NULL,
	"cargo_funcionario" text,
	"funcao" text,
	"codigo_referencial" text,
	"servico_produto_id" integer,
	"entregador_valor_diaria_cents" integer DEFAULT 0 NOT NULL,
	"entregador_valor_fixo_pedido_cents" integer DEFAULT 0 NOT NULL,
	"entregador_percentual_taxa_entrega" numeric(5, 2) DEFAULT '0' NOT NULL,
	"entregador_valor_minimo_cents" integer DEFAULT 0 NOT NULL,
	"limite_credito_cents" integer DEFAULT 0 NOT NULL,
	"saldo_pre_pago_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"grupo_id" integer,
	"descricao" text NOT NULL,
	"valor_unitario_venda_cents" integer DEFAULT 0 NOT NULL,
	"codigo_barras" text,
	"unidade_medida" text DEFAULT 'UN' NOT NULL,
	"tipo_produto" text DEFAULT 'P' NOT NULL,
	"cobrar_taxa_servico" boolean DEFAULT true NOT NULL,
	"abrir_passos" boolean DEFAULT false NOT NULL,
	"observacao_automatica" text,
	"observacoes_mobile" text,
	"tipo_notificacao" text DEFAULT 'NN' NOT NULL,
	"taxa_entrega" boolean DEFAULT false NOT NULL,
	"cardapio" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_passo" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"passo_item_pai_id" integer,
	"descricao" text NOT NULL,
	"minimo" integer DEFAULT 0 NOT NULL,
	"maximo" integer DEFAULT 1 NOT NULL,
	"ordem" integer DEFAULT 1 NOT NULL,
	"tipo_calculo" text,
	"nivel" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_passo_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"passo_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"valor_cents" integer DEFAULT 0 NOT NULL,
	"adicionar_automaticamente" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitacao_funcionalidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"pessoa_id" integer,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'ATIVO' NOT NULL,
	"informacoes" text,
	"controla_turno" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unidade_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pessoa_id" integer,
	"perfil_id" integer NOT NULL,
	"username" text NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"permissoes" text[] DEFAULT '{}'::text[] NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abertura_turno" ADD CONSTRAINT "abertura_turno_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abertura_turno" ADD CONSTRAINT "abertura_turno_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigo_generico" ADD CONSTRAINT "codigo_generico_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta" ADD CONSTRAINT "conta_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contato_pessoa" ADD CONSTRAINT "contato_pessoa_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contato_pessoa" ADD CONSTRAINT "contato_pessoa_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco" ADD CONSTRAINT "endereco_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco" ADD CONSTRAINT "endereco_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco" ADD CONSTRAINT "endereco_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forma_pagamento" ADD CONSTRAINT "forma_pagamento_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forma_pagamento" ADD CONSTRAINT "forma_pagamento_conta_id_conta_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."conta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_produto" ADD CONSTRAINT "grupo_produto_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identificador" ADD CONSTRAINT "identificador_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identificador" ADD CONSTRAINT "identificador_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_impressao" ADD CONSTRAINT "local_impressao_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametro" ADD CONSTRAINT "parametro_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_usuario" ADD CONSTRAINT "perfil_usuario_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoa" ADD CONSTRAINT "pessoa_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoa" ADD CONSTRAINT "pessoa_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto" ADD CONSTRAINT "produto_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto" ADD CONSTRAINT "produto_grupo_id_grupo_produto_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo_produto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_passo" ADD CONSTRAINT "produto_passo_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_passo" ADD CONSTRAINT "produto_passo_produto_id_produto_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_passo_item" ADD CONSTRAINT "produto_passo_item_passo_id_produto_passo_id_fk" FOREIGN KEY ("passo_id") REFERENCES "public"."produto_passo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_passo_item" ADD CONSTRAINT "produto_passo_item_produto_id_produto_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_funcionalidade" ADD CONSTRAINT "solicitacao_funcionalidade_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_funcionalidade" ADD CONSTRAINT "solicitacao_funcionalidade_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade" ADD CONSTRAINT "unidade_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_perfil_id_perfil_usuario_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil_usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abertura_turno_usuario_idx" ON "abertura_turno" USING btree ("unidade_id","usuario_id","data_abertura");--> statement-breakpoint
CREATE UNIQUE INDEX "abertura_turno_aberto_idx" ON "abertura_turno" USING btree ("unidade_id","usuario_id") WHERE data_fechamento is null;--> statement-breakpoint
CREATE UNIQUE INDEX "codigo_generico_unidade_chave_idx" ON "codigo_generico" USING btree ("unidade_id","chave");--> statement-breakpoint
CREATE UNIQUE INDEX "identificador_unidade_tipo_idx" ON "identificador" USING btree ("unidade_id","tipo","identificador");--> statement-breakpoint
CREATE UNIQUE INDEX "local_impressao_unidade_chave_idx" ON "local_impressao" USING btree ("unidade_id","chave");--> statement-breakpoint
CREATE UNIQUE INDEX "parametro_unidade_chave_idx" ON "parametro" USING btree ("unidade_id","chave");--> statement-breakpoint
CREATE INDEX "pessoa_unidade_nome_idx" ON "pessoa" USING btree ("unidade_id","nome");--> statement-breakpoint
CREATE INDEX "produto_unidade_idx" ON "produto" USING btree ("unidade_id","descricao");--> statement-breakpoint
CREATE INDEX "produto_barras_idx" ON "produto" USING btree ("unidade_id","codigo_barras");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_username_idx" ON "usuario" USING btree ("username");