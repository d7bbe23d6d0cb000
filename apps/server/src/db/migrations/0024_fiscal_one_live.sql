-- One live tax document per sale (issue 29). A normal NFC-e of unknown fate that an offline twin replaced is
-- SUBSTITUIR from now on (voided or cancelled by substitution), so it no longer counts as the sale's live document.
UPDATE "nota_fiscal" AS n SET "status" = 'SUBSTITUIR'
WHERE n."status" = 'CONSULTAR' AND EXISTS (
  SELECT 1 FROM "nota_fiscal" AS t
  WHERE t."unidade_id" = n."unidade_id" AND t."pedido_id" = n."pedido_id" AND t."id" > n."id"
    AND t."status" IN ('CONTINGENCIA', 'AUTORIZADA')
);--> statement-breakpoint
-- Sales that already hold two live documents cannot be fixed by a migration (both may be authorized at SEFAZ):
-- the migration stops and names them, so someone cancels the extra one first.
DO $$
DECLARE repetidos text;
BEGIN
  SELECT string_agg(format('unidade %s, pedido %s', "unidade_id", "pedido_id"), '; ') INTO repetidos
  FROM (
    SELECT "unidade_id", "pedido_id" FROM "nota_fiscal"
    WHERE "status" IN ('RESERVADA', 'CONSULTAR', 'AUTORIZADA', 'CONTINGENCIA')
    GROUP BY "unidade_id", "pedido_id" HAVING count(*) > 1
  ) AS d;
  IF repetidos IS NOT NULL THEN
    RAISE EXCEPTION 'Há pedidos com mais de um documento fiscal vivo (%). Cancele os documentos excedentes antes de atualizar.', repetidos;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "nota_fiscal_pendente_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "nota_fiscal_viva_idx" ON "nota_fiscal" USING btree ("unidade_id","pedido_id") WHERE "nota_fiscal"."status" in ('RESERVADA', 'CONSULTAR', 'AUTORIZADA', 'CONTINGENCIA');--> statement-breakpoint
CREATE INDEX "nota_fiscal_pendente_idx" ON "nota_fiscal" USING btree ("id") WHERE "nota_fiscal"."status" in ('RESERVADA', 'CONTINGENCIA', 'CONSULTAR', 'SUBSTITUIR', 'INUTILIZAR');