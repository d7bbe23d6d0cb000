CREATE TABLE "chave_idempotencia" (
	"unidade_id" integer NOT NULL,
	"chave" text NOT NULL,
	"rota" text NOT NULL,
	"resposta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimento_financeiro" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"conta_id" integer NOT NULL,
	"forma_pagamento_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"pagamento_id" text NOT NULL,
	"tipo" text NOT NULL,
	"valor_cents" integer NOT NULL,
	"troco_para_cents" integer,
	"pessoa_id" integer,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chave_idempotencia" ADD CONSTRAINT "chave_idempotencia_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimento_financeiro" ADD CONSTRAINT "movimento_financeiro_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimento_financeiro" ADD CONSTRAINT "movimento_financeiro_conta_id_conta_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."conta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimento_financeiro" ADD CONSTRAINT "movimento_financeiro_forma_pagamento_id_forma_pagamento_id_fk" FOREIGN KEY ("forma_pagamento_id") REFERENCES "public"."forma_pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimento_financeiro" ADD CONSTRAINT "movimento_financeiro_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chave_idempotencia_pk" ON "chave_idempotencia" USING btree ("unidade_id","chave");--> statement-breakpoint
CREATE UNIQUE INDEX "movimento_financeiro_pagamento_idx" ON "movimento_financeiro" USING btree ("unidade_id","pagamento_id","tipo");--> statement-breakpoint
CREATE INDEX "movimento_financeiro_conta_idx" ON "movimento_financeiro" USING btree ("unidade_id","conta_id","created_at");