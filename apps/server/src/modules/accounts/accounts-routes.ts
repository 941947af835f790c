// The accounts routes of spec §7 under `/usuaris`: password recovery, changing one's
// password and e-mail, whether an e-mail is registered, and writing to customer service. None
// needs a permission: the public ones act through a mailed link or say nothing about anyone, the
// others act on the caller's own account only.
import {
  accountEmailSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  customerServiceSchema,
  emailTakenSchema,
  recoveryRequestSchema,
  resetPasswordSchema,
  serviceContactSchema,
  tokenStateSchema,
} from '@portal/domain/accounts';
import { envelopeSchema } from '@portal/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { issueToField } from '../../http/zod-issues.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import type { CredentialsService } from './credentials-service.ts';
import type { CustomerServiceMail } from './customer-service-mail.ts';
import type { RecoveryService } from './recovery-service.ts';

/** The accounts services, built once by the composition root (app.ts). */
export interface AccountsServices {
  recovery: RecoveryService;
  credentials: CredentialsService;
  /** Messages to customer service. */
  customerService: CustomerServiceMail;
}

export interface AccountsRouteDeps {
  accounts: AccountsServices;
}

const tags = ['usuaris'];
const publicRoute = { access: 'public' } as const;
const ownAccount = { access: 'authenticated' } as const;
const done = envelopeSchema(z.null());

/**
 * The fields of a customer service message as they arrive, from the query string (spec §7) or a
 * JSON body; the merged whole is parsed by `customerServiceSchema`.
 */
const serviceFields = {
  type: z.string(),
  subject: z.string(),
  observations: z.string(),
  email: z.string(),
  toMail: z.union([z.boolean(), z.string()]),
  codigo: z.string(),
};
const serviceQuerySchema = z.object(serviceFields).partial();
const serviceBodySchema = z.object(serviceFields).partial().nullish();

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRouteDeps> = async (app, { accounts }) => {
  const { recovery, credentials, customerService: service } = accounts;

  app.put(
    '/usuaris/demanar-canvi-contrasenya',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Ask for a password recovery link; the same answer whether the e-mail has an account or not',
        description: 'The body is the e-mail as a JSON string, or `{"email": …}`.',
        body: recoveryRequestSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await recovery.requestLink(request.body.email, request.ip);
      return answer(null, 'users.recoveryLinkSent');
    },
  );

  app.get(
    '/usuaris/pot-canviar-contrasenya/:token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Whether a recovery link can still be used: valid, expired, used or unknown',
        params: z.object({ token: z.string().max(1000) }),
        response: { 200: envelopeSchema(tokenStateSchema) },
      },
    },
    async (request) => answer(await recovery.linkState(request.params.token)),
  );

  app.put(
    '/usuaris/canviar-contrasenya-token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Set a new password with a recovery link; every session of the user ends',
        body: resetPasswordSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await recovery.resetPassword(request.body.token, request.body.password);
      return answer(null, 'users.passwordChanged');
    },
  );

  app.put(
    '/usuaris/canviar-contrasenya',
    {
      config: ownAccount,
      schema: {
        tags,
        summary: 'Change one’s password (the current one is required); every session ends, this one included',
        body: changePasswordSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await credentials.changePassword(requireAuth(request).idUsuari, request.body);
      return answer(null, 'users.passwordChanged');
    },
  );

  app.put(
    '/usuaris/canviar-email',
    {
      config: ownAccount,
      schema: {
        tags,
        summary: 'Change one’s e-mail: a link is mailed to the new address, which takes effect once followed',
        body: changeEmailSchema,
        response: { 200: envelopeSchema(z.object({ email: z.string() })) },
      },
    },
    async (request) => {
      await credentials.requestEmailChange(requireAuth(request).idUsuari, request.body);
      // The message names the address: `dades` carries it for the text's {{email}}.
      return answer({ email: request.body.email }, 'accounts.emailConfirmationSent');
    },
  );

  app.put(
    '/usuaris/confirmar-email',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Confirm a new e-mail with the link mailed to it; the old address is told',
        body: confirmEmailSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await credentials.confirmEmail(request.body.token);
      return answer(null, 'accounts.emailChanged');
    },
  );

  // This does tell whether an address is registered: registration must, to say "already
  // registered, try recovering the password" (spec §8). Rate-limited per client address so it
  // cannot be used to sweep a list of addresses.
  app.get(
    '/usuaris/email/:email',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Whether a user already has this e-mail (the register dialog asks)',
        params: z.object({ email: z.string().max(1000) }),
        response: { 200: envelopeSchema(emailTakenSchema) },
      },
    },
    async (request) => {
      const email = accountEmailSchema.safeParse(request.params.email);
      if (!email.success) throw badRequest('validation.email', [{ field: 'email', key: 'validation.email' }]);
      return answer({ registrat: await credentials.emailTaken(email.data, request.ip) });
    },
  );

  app.post(
    '/usuaris/email',
    {
      config: ownAccount,
      schema: {
        tags,
        summary: 'Write to customer service (mailed to `emailContacto`, a copy to the sender if `toMail`)',
        description:
          'The fields may come in the query string (spec §7) or a JSON body; the body wins. The web app sends a body: observations can be long, and query strings end up in logs.',
        querystring: serviceQuerySchema,
        body: serviceBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      const parsed = customerServiceSchema.safeParse({ ...request.query, ...request.body });
      if (!parsed.success)
        throw badRequest(
          'errors.validation',
          parsed.error.issues.map((i) => issueToField(i)),
        );
      await service.send(requireAuth(request).idUsuari, parsed.data);
      return answer(null, 'accounts.serviceSent');
    },
  );

  app.get(
    '/usuaris/contacte',
    {
      // The address and phone every mail's footer prints: the accessibility statement, shown
      // before anyone logs in, names them as where to report a barrier.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Customer service’s e-mail and phone (`emailContacto`, `telefonoContacto`)',
        response: { 200: envelopeSchema(serviceContactSchema) },
      },
    },
    async () => answer(await service.contact()),
  );
};
