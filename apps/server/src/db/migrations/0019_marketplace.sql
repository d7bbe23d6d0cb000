CREATE TABLE "marketplace_evento" (
	"id" text PRIMARY KEY NOT NULL,
	"integracao_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"pedido_marketplace_id" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_pedido" (
	"id" serial PRIMARY KEY NOT NULL,
	"integracao_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_marketplace_id" text NOT NULL,
	"pedido_id" integer NOT NULL,
	"status_marketplace" text NOT NULL,
	"status_em" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_polling" (
	"integracao_id" integer PRIMARY KEY NOT NULL,
	"dono" text NOT NULL,
	"ate" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_evento" ADD CONSTRAINT "marketplace_evento_integracao_id_integracao_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_evento" ADD CONSTRAINT "marketplace_evento_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_pedido" ADD CONSTRAINT "marketplace_pedido_integracao_id_integracao_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_pedido" ADD CONSTRAINT "marketplace_pedido_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_pedido" ADD CONSTRAINT "marketplace_pedido_pedido_id_pedido_integracao_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_polling" ADD CONSTRAINT "marketplace_polling_integracao_id_integracao_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_evento_pedido_idx" ON "marketplace_evento" USING btree ("integracao_id","pedido_marketplace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_pedido_integracao_idx" ON "marketplace_pedido" USING btree ("integracao_id","pedido_marketplace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_pedido_pedido_idx" ON "marketplace_pedido" USING btree ("pedido_id");
