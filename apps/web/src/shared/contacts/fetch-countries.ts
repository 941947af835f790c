// `GET /paises`: the countries a delivery address may be in, named in the session language
// (hence the language in the key: a language switch fetches the names again).
import type { Pais } from '@portal/domain/ordering-api';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/http-client.ts';

export function fetchCountries(): Promise<Pais[]> {
  return api.get<Pais[]>('/paises');
}

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['paises', i18n.language], queryFn: fetchCountries, staleTime: Infinity });
}
