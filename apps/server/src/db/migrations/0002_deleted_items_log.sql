CREATE TABLE "log_item_excluido" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer,
	"username" text NOT NULL,
	"dados" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "log_item_excluido" ADD CONSTRAINT "log_item_excluido_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_item_excluido_pedido_idx" ON "log_item_excluido" USING btree ("unidade_id","pedido_id");