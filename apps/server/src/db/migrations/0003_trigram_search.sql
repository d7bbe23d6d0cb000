-- Trigram indexes so the ILIKE '%text%' searches (products, people, orders) stay fast on large catalogues.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS produto_descricao_trgm_idx ON produto USING gin (descricao gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pessoa_nome_trgm_idx ON pessoa USING gin (nome gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pedido_texto_busca_trgm_idx ON pedido_integracao USING gin (texto_busca gin_trgm_ops);
