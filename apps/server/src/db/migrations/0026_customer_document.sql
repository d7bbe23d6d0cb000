-- A customer's CPF/CNPJ is unique in its unit. Customers that already share one keep it on the oldest; the others
-- lose the document (kept in their notes, so nobody's data is lost) and can be merged or fixed by hand.
UPDATE "pessoa" AS p
SET "observacoes" = concat_ws(E'\n', p."observacoes",
      'CPF/CNPJ ' || p."cpf_cnpj" || ' já pertencia ao cliente #' || (
        SELECT min(o."id") FROM "pessoa" AS o
        WHERE o."unidade_id" = p."unidade_id" AND o."cpf_cnpj" = p."cpf_cnpj" AND o."tipo_cliente"
      ) || ': retirado deste cadastro na atualização.'),
    "cpf_cnpj" = NULL
WHERE p."tipo_cliente" AND p."cpf_cnpj" IS NOT NULL AND p."cpf_cnpj" <> '' AND EXISTS (
  SELECT 1 FROM "pessoa" AS o
  WHERE o."unidade_id" = p."unidade_id" AND o."cpf_cnpj" = p."cpf_cnpj" AND o."tipo_cliente" AND o."id" < p."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_documento_cliente_idx" ON "pessoa" USING btree ("unidade_id","cpf_cnpj") WHERE "pessoa"."tipo_cliente" and "pessoa"."cpf_cnpj" is not null and "pessoa"."cpf_cnpj" <> '';