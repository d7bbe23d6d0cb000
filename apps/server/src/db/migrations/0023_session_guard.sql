-- An order save taken under a cached session profile writes only while that profile is current: its statement calls
-- this, which raises BR001 when `sessao_versao` has moved (a user, profile, unit or parameter changed since).
CREATE OR REPLACE FUNCTION sessao_vigente(lida integer) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT versao FROM sessao_versao WHERE id = 1) IS DISTINCT FROM lida THEN
    RAISE EXCEPTION 'sessao_desatualizada' USING ERRCODE = 'BR001';
  END IF;
  RETURN true;
END;
$$;
