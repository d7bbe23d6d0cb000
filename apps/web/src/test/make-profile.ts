import type { TProfile } from '@brasa/contracts';
import { ROLES, type Role } from '@brasa/domain';

/** A session profile holding `roles` in both the user's permissoes and the unit's roles. */
export function makeProfile(overrides: Partial<TProfile> & { roles?: Role[]; tipo?: string } = {}): TProfile {
  const { roles = [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_COMANDA_MESA], tipo = 'caixa', ...rest } = overrides;
  return {
    id: 1,
    nome: 'Camila Caixa',
    username: 'caixa',
    email: null,
    admin: false,
    pessoa: null,
    unidade: {
      id: 1,
      uuid: '8c7f3d0e-8d4b-4a49-9f0e-0d1f3c2b1a00',
      nome: 'Matriz',
      roles,
      latitude: null,
      longitude: null,
      pessoa: null,
      empresa: { id: 1, nome: 'Brasa Demo' },
    },
    perfilUsuario: { id: 1, tipo, descricao: tipo },
    permissoes: roles,
    ...rest,
  };
}
