CREATE TABLE "produto_sufixo" (
	"unidade_id" integer NOT NULL,
	"sufixo" text COLLATE "C" NOT NULL,
	"produto_id" integer NOT NULL,
	CONSTRAINT "produto_sufixo_unidade_id_sufixo_produto_id_pk" PRIMARY KEY("unidade_id","sufixo","produto_id")
);
--> statement-breakpoint
ALTER TABLE "produto_sufixo" ADD CONSTRAINT "produto_sufixo_produto_id_produto_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produto_sufixo_produto_idx" ON "produto_sufixo" USING btree ("produto_id");--> statement-breakpoint
-- The lower-cased name from each word on but the first (a word starts after a space or punctuation), at most 200
-- characters: `sufixo LIKE 'text%'` finds the names with a word starting with the text (the search's third step).
CREATE OR REPLACE FUNCTION produto_sufixos(nome text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT left(substr(x.n, pos), 200)
  FROM (SELECT lower(nome) AS n) AS x, generate_series(2, length(x.n)) AS pos
  WHERE substr(x.n, pos - 1, 1) ~ '[[:space:][:punct:]]' AND substr(x.n, pos, 1) !~ '[[:space:][:punct:]]'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION produto_sufixo_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM produto_sufixo WHERE produto_id = NEW.id;
  END IF;
  INSERT INTO produto_sufixo (unidade_id, sufixo, produto_id)
    SELECT NEW.unidade_id, s, NEW.id FROM produto_sufixos(NEW.descricao) AS s;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER produto_sufixo_trg AFTER INSERT OR UPDATE OF descricao, unidade_id ON produto
  FOR EACH ROW EXECUTE FUNCTION produto_sufixo_atualizar();--> statement-breakpoint
INSERT INTO produto_sufixo (unidade_id, sufixo, produto_id)
  SELECT p.unidade_id, s, p.id FROM produto p, produto_sufixos(p.descricao) AS s;
