// After placing, the web app waits a few seconds for the ERP's acknowledgement (DESIGN §7): it
// reads the order's status every second; as soon as it leaves `received` the ERP has it. If it
// has not within the wait, the order is safe in the portal and the outbox delivers it later.
import type { Order } from '@portal/domain/ordering-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchOrderStatus } from '../api/fetch-order-status.ts';

export type ErpConfirmation =
  /** Still `received`, still waiting. */
  | { phase: 'waiting'; order: Order }
  /** The ERP took it (`sent_to_erp` or `accepted`). */
  | { phase: 'sent'; order: Order }
  /** The ERP answered but refused it, or it was cancelled meanwhile. */
  | { phase: 'refused'; order: Order }
  /** No answer within the wait: stored, to be sent when the ERP answers. */
  | { phase: 'pending'; order: Order }
  /** Over the buyer's spending limits: it waits for an approver of the company, not for the ERP. */
  | { phase: 'awaiting'; order: Order };

export interface ErpWait {
  intervalMs: number;
  waitMs: number;
}

export const ERP_WAIT: ErpWait = { intervalMs: 1000, waitMs: 6000 };

export function useErpConfirmation(placed: Order, wait: ErpWait = ERP_WAIT): ErpConfirmation {
  const [timedOut, setTimedOut] = useState(false);
  const waiting = placed.estado === 'received' && !timedOut;

  useEffect(() => {
    if (placed.estado !== 'received') return;
    const timer = setTimeout(() => setTimedOut(true), wait.waitMs);
    return () => clearTimeout(timer);
  }, [placed.estado, wait.waitMs]);

  const status = useQuery({
    queryKey: ['pedidos', 'pedido', placed.Codigo],
    queryFn: () => fetchOrderStatus(placed.Codigo),
    enabled: waiting,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && query.state.data.estado !== 'received' ? false : wait.intervalMs,
    refetchIntervalInBackground: true,
  });

  const order = status.data ?? placed;
  switch (order.estado) {
    case 'sent_to_erp':
    case 'accepted':
      return { phase: 'sent', order };
    case 'rejected':
    case 'cancelled':
      return { phase: 'refused', order };
    case 'received':
      return timedOut ? { phase: 'pending', order } : { phase: 'waiting', order };
    case 'awaiting_approval':
      return { phase: 'awaiting', order };
  }
}
