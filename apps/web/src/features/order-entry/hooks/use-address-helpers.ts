import { MSG, onlyDigits } from '@brasa/domain';
import { useCallback, useState } from 'react';
import { ApiError, readErrorMessage } from '../../../shared/api/api-error';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { fetchCep, fetchDirections, type CepAnswer, type DirectionsAnswer } from '../api/people-queries';

/** CEP lookup: fills street, neighbourhood and city; warns 'CEP não encontrado' / 'Nada encontrado...'. */
export function useCepLookup(onFound: (answer: CepAnswer) => void) {
  const notify = useNotify();
  const [isLooking, setLooking] = useState(false);
  const lookup = useCallback(
    async (cep: string) => {
      if (onlyDigits(cep).length !== 8) return;
      setLooking(true);
      try {
        const answer = await fetchCep(onlyDigits(cep));
        if (!answer.logradouro && !answer.bairro && !answer.municipio) notify.warning(MSG.CEP_NOTHING_FOUND);
        else onFound(answer);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404)
          notify.warning(readErrorMessage(error, MSG.CEP_NOT_FOUND));
        else notify.error(readErrorMessage(error, MSG.CEP_PROVIDER_FAILED));
      } finally {
        setLooking(false);
      }
    },
    [notify, onFound],
  );
  return { lookup, isLooking };
}

/**
 * 'Calcular distância' from the unit's registered person (its coordinates, else its city) to an address
 * (doc 4 §5: the company and its person must be registered).
 */
export function useDistance() {
  const notify = useNotify();
  const profile = useProfile();
  const [result, setResult] = useState<DirectionsAnswer | null>(null);
  const [isCalculating, setCalculating] = useState(false);
  const calculate = useCallback(
    async (destination: string) => {
      const unit = profile?.unidade;
      if (!unit) return notify.warning(MSG.COMPANY_NOT_FOUND_CHECK);
      const person = unit.pessoa;
      if (!person) return notify.warning(MSG.COMPANY_PERSON_NOT_FOUND_CHECK);
      const latitude = person.latitude ?? unit.latitude;
      const longitude = person.longitude ?? unit.longitude;
      const origin =
        latitude !== null && longitude !== null
          ? `${latitude},${longitude}`
          : [person.municipio?.nome, person.municipio?.estado?.sigla ?? person.estado].filter(Boolean).join(' - ');
      if (!origin || !destination.trim()) return notify.warning(MSG.NO_ROUTE_FOR_ADDRESS);
      setCalculating(true);
      try {
        setResult(await fetchDirections(origin, destination));
      } catch (error) {
        setResult(null);
        if (error instanceof ApiError && error.status === 404)
          notify.warning(readErrorMessage(error, MSG.NO_ROUTE_FOR_ADDRESS));
        else notify.error(readErrorMessage(error, MSG.DIRECTIONS_FAILED));
      } finally {
        setCalculating(false);
      }
    },
    [notify, profile],
  );
  return { calculate, result, isCalculating };
}
