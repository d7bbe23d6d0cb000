ALTER TABLE "impressao" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "impressao" ADD COLUMN "erro" text;--> statement-breakpoint
ALTER TABLE "impressao" ADD COLUMN "data_impressao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "impressao" ADD COLUMN "texto_impresso" text;--> statement-breakpoint
ALTER TABLE "local_impressao" ADD COLUMN "impressora_host" text;--> statement-breakpoint
ALTER TABLE "local_impressao" ADD COLUMN "impressora_porta" integer DEFAULT 9100 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_impressao" ADD COLUMN "largura_papel" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_impressao" ADD COLUMN "pagina_codigo" text DEFAULT 'cp860' NOT NULL;--> statement-breakpoint
ALTER TABLE "local_impressao" ADD COLUMN "impressora_ativa" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "impressao_identificador_idx" ON "impressao" USING btree ("unidade_id","identificador");