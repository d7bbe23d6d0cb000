-- Order numbers (model S) move from the pedido_sequencia row, locked by every order creation until it committed,
-- to one database sequence per unit (pedido_sequencia_u{id}), which takes no lock. Each unit keeps its last number.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT unidade_id, valor FROM pedido_sequencia LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer MINVALUE 0 START 1', 'pedido_sequencia_u' || r.unidade_id);
    PERFORM setval(format('%I', 'pedido_sequencia_u' || r.unidade_id)::regclass, greatest(r.valor, 0), true);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE "pedido_sequencia" CASCADE;--> statement-breakpoint
CREATE INDEX "pedido_quadro_idx" ON "pedido_integracao" USING btree ("unidade_id","data_pedido","id") WHERE "pedido_integracao"."ativo";--> statement-breakpoint
CREATE INDEX "produto_descricao_prefixo_idx" ON "produto" USING btree ("unidade_id",(lower("descricao") collate "C"));
