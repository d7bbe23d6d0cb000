CREATE TABLE "sessao_versao" (
	"id" integer PRIMARY KEY NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "sessao_versao" ("id", "versao") VALUES (1, 0);--> statement-breakpoint
-- Once per statement, in the writer's transaction: what a session profile reads changed.
CREATE OR REPLACE FUNCTION sessao_versao_subir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessao_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessao_versao_usuario_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON usuario
  FOR EACH STATEMENT EXECUTE FUNCTION sessao_versao_subir();--> statement-breakpoint
CREATE TRIGGER sessao_versao_perfil_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON perfil_usuario
  FOR EACH STATEMENT EXECUTE FUNCTION sessao_versao_subir();--> statement-breakpoint
CREATE TRIGGER sessao_versao_unidade_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unidade
  FOR EACH STATEMENT EXECUTE FUNCTION sessao_versao_subir();--> statement-breakpoint
CREATE TRIGGER sessao_versao_empresa_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON empresa
  FOR EACH STATEMENT EXECUTE FUNCTION sessao_versao_subir();--> statement-breakpoint
CREATE TRIGGER sessao_versao_parametro_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parametro
  FOR EACH STATEMENT EXECUTE FUNCTION sessao_versao_subir();--> statement-breakpoint
CREATE TRIGGER sessao_versao_municipio_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON municipio
  FOR EACH STATEMENT EXECUTE FUNCTION sessao_versao_subir();--> statement-breakpoint
-- People change all day (customers, couriers): only a user's or a unit's own person is part of a profile.
CREATE OR REPLACE FUNCTION sessao_versao_pessoa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM usuario WHERE pessoa_id = NEW.id) OR EXISTS (SELECT 1 FROM unidade WHERE pessoa_id = NEW.id) THEN
    UPDATE sessao_versao SET versao = versao + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessao_versao_pessoa_trg AFTER UPDATE ON pessoa
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome OR OLD.funcao IS DISTINCT FROM NEW.funcao
    OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.municipio_id IS DISTINCT FROM NEW.municipio_id)
  EXECUTE FUNCTION sessao_versao_pessoa();
