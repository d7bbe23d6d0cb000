ALTER TABLE "pedido_integracao" ADD COLUMN "codigo_entrega" text;--> statement-breakpoint
-- A code a terminal once saved in the body moves to the column and leaves the body (a client never sets it again).
UPDATE "pedido_integracao"
SET "codigo_entrega" = "body"->'deliveryMethod'->>'deliveryCode',
    "body" = "body" #- '{deliveryMethod,deliveryCode}'
WHERE jsonb_typeof("body"->'deliveryMethod') = 'object' AND ("body"->'deliveryMethod') ? 'deliveryCode';
