// The team screen's routes (`/equip`, DESIGN §13) and the invitee's two public ones. Each handler
// parses, relies on its declared permission (the company administrator's) and the service's one
// customer-scope check, calls one service method and shapes the answer.
import { idParamsSchema } from '@portal/domain/admin-list';
import { envelopeSchema } from '@portal/domain/api';
import {
  acceptInvitationSchema,
  invitationBodySchema,
  invitationLinkSchema,
  memberUpdateSchema,
  teamChangeSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamSchema,
} from '@portal/domain/company-team';
import { accountTokenSchema } from '@portal/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import type { CompanyTeamService } from './company-team-service.ts';

const tags = ['equip'];
const asAdministrator = { access: 'permission' } as const;

export const companyTeamRoutes: FastifyPluginAsyncZod<{ team: CompanyTeamService }> = async (
  app,
  { team },
) => {
  app.get(
    '/equip',
    {
      config: asAdministrator,
      schema: {
        tags,
        summary: 'The company’s logins and open invitations (the company administrator’s own company)',
        response: { 200: envelopeSchema(teamSchema) },
      },
    },
    async (request) => answer(await team.team(requireAuth(request))),
  );

  app.get(
    '/equip/registre',
    {
      config: asAdministrator,
      schema: {
        tags,
        summary: 'The company’s own team changes, newest first',
        response: { 200: envelopeSchema(z.array(teamChangeSchema)) },
      },
    },
    async (request) => answer(await team.changes(requireAuth(request))),
  );

  app.post(
    '/equip/invitacions',
    {
      config: asAdministrator,
      schema: {
        tags,
        summary: 'Invite an address by mail (single-use link, valid 7 days) with a role and limits',
        body: invitationBodySchema,
        response: { 201: envelopeSchema(teamInvitationSchema) },
      },
    },
    async (request, reply) => {
      const invitation = await team.invite(requireAuth(request), request.body);
      return reply.code(201).send(answer(invitation, 'team.invitationSent'));
    },
  );

  app.post(
    '/equip/invitacions/:id/reenviar',
    {
      config: asAdministrator,
      schema: {
        tags,
        summary: 'Send an open invitation again with a new link (the old one stops working)',
        params: idParamsSchema,
        response: { 200: envelopeSchema(teamInvitationSchema) },
      },
    },
    async (request) =>
      answer(await team.resend(requireAuth(request), request.params.id), 'team.invitationResent'),
  );

  app.delete(
    '/equip/invitacions/:id',
    {
      config: asAdministrator,
      schema: {
        tags,
        summary: 'Withdraw an open invitation (its link stops working)',
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await team.revoke(requireAuth(request), request.params.id);
      return answer(null, 'team.invitationWithdrawn');
    },
  );

  app.put(
    '/equip/membres/:id',
    {
      config: asAdministrator,
      schema: {
        tags,
        summary: 'Change a login’s company role, spending limits, or disable it (its sessions end at once)',
        params: idParamsSchema,
        body: memberUpdateSchema,
        response: { 200: envelopeSchema(teamMemberSchema) },
      },
    },
    async (request) =>
      answer(
        await team.updateMember(requireAuth(request), request.params.id, request.body),
        'team.memberSaved',
      ),
  );

  app.get(
    '/equip/invitacio/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether an invitation link can still be used, and for which address and company',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: invitationLinkSchema },
      },
    },
    async (request) => {
      const token = accountTokenSchema.safeParse(request.params.token);
      if (!token.success) return { estat: 'unknown' as const, email: null, razonSocial: null };
      return team.invitationLink(token.data);
    },
  );

  app.post(
    '/equip/invitacio/acceptar',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Accept an invitation: the new login’s name and password (the link works once)',
        body: acceptInvitationSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await team.accept(request.body);
      return answer(null, 'team.invitationAccepted');
    },
  );
};
