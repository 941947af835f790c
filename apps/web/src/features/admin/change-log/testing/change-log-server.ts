// A stand-in for the change register API in the change log's component tests: entries checked
// against the domain schema, filtered by the query as the server does (the user name whole and
// in any case), newest first, and every request recorded with its query.
import { changeLogSchema, type ChangeLog } from '@portal/domain/admin-logs';
import type { SessionUser } from '@portal/domain/auth';
import { actionsOf, envelope, notFound, type SeenRequest, stubFetch } from '../../../../testing/fake-api.ts';
import { adminSessionUser, pageOf } from '../../testing/admin-fakes.ts';

/** Four changes; times are local, so the shown text does not depend on the test's zone. */
export function seedChanges(): ChangeLog[] {
  const at = (day: number, hour: number, minute: number) =>
    new Date(2026, 2, day, hour, minute, 0).toISOString();
  return [
    {
      id: 40,
      dataHora: at(6, 12, 15),
      taula: 'params',
      tipus: 'UPDATE',
      idRegistre: '7',
      idUsuari: 1,
      username: 'admin',
      detall: { valor: { from: '100', to: '150' } },
    },
    {
      id: 30,
      dataHora: at(5, 9, 7),
      taula: 'pedidos',
      tipus: 'INSERT',
      idRegistre: 'WEB-0000042',
      idUsuari: 4,
      username: 'bronze',
      detall: {
        codigo: 'WEB-0000042',
        codigoCliente: 'C0003',
        estado: 'received',
        referencia: null,
        total: '500.00',
        direccionEntrega: { nombreContacto: 'Magatzem', poblacion: 'Granollers' },
        lineas: [
          { linea: 1, codigoArticulo: 'EQ-MIG', cantidad: 2, total: '500.00' },
          { linea: 2, codigoArticulo: 'TIP-10', cantidad: 10, total: '8.00' },
        ],
      },
    },
    {
      id: 20,
      dataHora: at(3, 17, 0),
      taula: 'usuaris',
      tipus: 'DELETE',
      idRegistre: '12',
      idUsuari: 99,
      username: null,
      detall: { username: 'old', actiu: false },
    },
    {
      id: 10,
      dataHora: at(1, 8, 0),
      taula: 'outbox',
      tipus: 'UPDATE',
      idRegistre: '5',
      idUsuari: null,
      username: null,
      detall: null,
    },
  ].map((entry) => changeLogSchema.parse(entry));
}

export function adminUser(): SessionUser {
  return adminSessionUser([
    { name: 'registreCanvis', icon: 'IconListDetails', url: '/registre-canvis', ordre: 160 },
  ]);
}

/** Answers with `changes` (the four of seedChanges unless told), each checked against the schema. */
export function changeLogServer(changes: ChangeLog[] = seedChanges()) {
  changes.forEach((entry) => changeLogSchema.parse(entry));

  const answer = ({ method, path, query }: SeenRequest): Response => {
    const route = `${method} ${path}`;
    if (route === 'GET /permisos/permis-pantalla') return envelope(actionsOf(['GET /registre-canvis']));
    if (route === 'GET /registre-canvis') {
      const [taula, tipus, usuari, desde, fins] = ['taula', 'tipus', 'usuari', 'desde', 'fins'].map((key) =>
        query.get(key),
      );
      const rows = changes
        .filter((c) => !taula || c.taula === taula)
        .filter((c) => !tipus || c.tipus === tipus)
        .filter((c) => !usuari || c.username?.toLowerCase() === usuari.toLowerCase())
        .filter((c) => !desde || Date.parse(c.dataHora) >= Date.parse(desde))
        .filter((c) => !fins || Date.parse(c.dataHora) <= Date.parse(fins));
      return envelope(pageOf(rows, query));
    }
    return notFound();
  };

  return stubFetch(answer);
}
