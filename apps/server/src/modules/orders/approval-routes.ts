// The approvals screen's API (`/aprovacions`, DESIGN §13): the company's orders awaiting approval,
// and an approver's decision on one. The caller's own company only: another company's order, like
// one that does not exist, answers 404 (order-approvals.ts).
import { approvalRejectionSchema, pendingApprovalSchema } from '@portal/domain/approvals';
import { orderSchema } from '@portal/domain/ordering-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { OrderApprovals } from './order-approvals.ts';

const codeParams = z.object({ code: z.string().trim().min(1).max(40) });

export const approvalRoutes: FastifyPluginAsyncZod<{
  approvals: OrderApprovals;
  onErpMessageQueued?: (() => void) | undefined;
}> = async (app, { approvals, onErpMessageQueued }) => {
  const tags = ['aprovacions'];

  app.get(
    '/aprovacions',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'The company’s orders awaiting approval, oldest first, with their lines and limits',
        response: { 200: z.array(pendingApprovalSchema) },
      },
    },
    async (request) => approvals.pending(requireAuth(request)),
  );

  app.post(
    '/aprovacions/:code/aprovar',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Approve an order awaiting approval: it goes to the ERP as any other',
        params: codeParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const order = await approvals.approve(
        requireAuth(request),
        request.params.code,
        requestLanguage(request),
      );
      // Its ERP message is stored: the worker can deliver it right away.
      onErpMessageQueued?.();
      return order;
    },
  );

  app.post(
    '/aprovacions/:code/rebutjar',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Reject an order awaiting approval, with a reason its buyer is mailed',
        params: codeParams,
        body: approvalRejectionSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => approvals.reject(requireAuth(request), request.params.code, request.body.motiu),
  );
};
