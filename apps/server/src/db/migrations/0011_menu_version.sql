CREATE TABLE "cardapio_versao" (
	"id" integer PRIMARY KEY NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cardapio_versao" ("id", "versao") VALUES (1, 0);--> statement-breakpoint
-- Once per statement (a catalogue import of thousands of rows raises it once), in the writer's transaction.
CREATE OR REPLACE FUNCTION cardapio_versao_subir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cardapio_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cardapio_versao_produto_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON produto
  FOR EACH STATEMENT EXECUTE FUNCTION cardapio_versao_subir();--> statement-breakpoint
CREATE TRIGGER cardapio_versao_grupo_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grupo_produto
  FOR EACH STATEMENT EXECUTE FUNCTION cardapio_versao_subir();
