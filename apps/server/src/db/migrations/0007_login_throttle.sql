CREATE TABLE "tentativa_login" (
	"chave" text PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"desde" bigint DEFAULT 0 NOT NULL,
	"bloqueado_ate" bigint DEFAULT 0 NOT NULL
);
