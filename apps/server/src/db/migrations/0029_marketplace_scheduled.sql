-- A scheduled marketplace order is 'AGENDADO', as every scheduled order (doc 1 §2): the import wrote 'S', so the
-- scheduled list, the board's filter and the release at the preparation start did not see it.
UPDATE "pedido_integracao" SET "pedido_agendado" = 'AGENDADO' WHERE "pedido_agendado" = 'S';
