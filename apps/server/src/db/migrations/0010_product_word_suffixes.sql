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
  -- One regular-expression pass splits the name into runs of word and separator characters; a suffix is the
  -- runs from a word on (testing each character with a regular expression was twice as slow on a bulk load).
  WITH t AS (
    SELECT r.m[1] AS tok, r.k
    FROM regexp_matches(lower(nome), '([^[:space:][:punct:]]+|[[:space:][:punct:]]+)', 'g') WITH ORDINALITY AS r(m, k)
  ), w AS (SELECT k FROM t WHERE k > 1 AND left(tok, 1) !~ '[[:space:][:punct:]]')
  SELECT DISTINCT left(string_agg(t.tok, '' ORDER BY t.k), 200) FROM w JOIN t ON t.k >= w.k GROUP BY w.k
$$;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert (a catalogue import) runs one INSERT ... SELECT, not one
-- function call per row (per row, 100,000 products took minutes on PGlite).
CREATE OR REPLACE FUNCTION produto_sufixo_inserir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO produto_sufixo (unidade_id, sufixo, produto_id)
    SELECT n.unidade_id, s, n.id FROM novos n, produto_sufixos(n.descricao) AS s;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION produto_sufixo_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM produto_sufixo x USING novos n JOIN antigos o ON o.id = n.id
    WHERE x.produto_id = n.id AND (n.descricao IS DISTINCT FROM o.descricao OR n.unidade_id <> o.unidade_id);
  INSERT INTO produto_sufixo (unidade_id, sufixo, produto_id)
    SELECT n.unidade_id, s, n.id FROM novos n JOIN antigos o ON o.id = n.id, produto_sufixos(n.descricao) AS s
    WHERE n.descricao IS DISTINCT FROM o.descricao OR n.unidade_id <> o.unidade_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER produto_sufixo_inserir_trg AFTER INSERT ON produto
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION produto_sufixo_inserir();--> statement-breakpoint
CREATE TRIGGER produto_sufixo_atualizar_trg AFTER UPDATE ON produto
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION produto_sufixo_atualizar();--> statement-breakpoint
INSERT INTO produto_sufixo (unidade_id, sufixo, produto_id)
  SELECT p.unidade_id, s, p.id FROM produto p, produto_sufixos(p.descricao) AS s;
