import styled from '@emotion/styled';
import type { Receipt } from 'shared-kit';
import { starsLabel } from 'shared-ui';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const TONES: Record<Receipt['status'], { background: string; color: string }> = {
  pending: { background: '#fff3d6', color: '#6b4a00' },
  accepted: { background: '#dff3e4', color: '#14632e' },
  rejected: { background: '#fde2e4', color: '#8f0018' },
  cancelled: { background: '#ecebea', color: '#4a4542' },
};

const Badge = styled.span<{ status: Receipt['status'] }>`
  display: inline-block;
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  font-weight: 800;
  font-size: 0.95rem;
  white-space: nowrap;
  background: ${({ status }) => TONES[status].background};
  color: ${({ status }) => TONES[status].color};
`;

/**
 * The words of each status: en attente, validée (+N étoiles), refusée, annulée. A game's proof of purchase has its own
 * words (it earns no stars and is checked against the code, not refused for lacking products).
 */
export function statusText(receipt: Pick<Receipt, 'status' | 'stars' | 'purpose'>): string {
  if (receipt.purpose === 'game') return ACCOUNT_FR.gameStatus[receipt.status];
  switch (receipt.status) {
    case 'pending':
      return ACCOUNT_FR.status.pending;
    case 'accepted':
      return receipt.stars
        ? ACCOUNT_FR.status.acceptedWithStars(starsLabel(receipt.stars))
        : ACCOUNT_FR.status.accepted;
    case 'rejected':
      return ACCOUNT_FR.status.rejected;
    case 'cancelled':
      return ACCOUNT_FR.status.cancelled;
  }
}

export function StatusBadge({ receipt }: { receipt: Pick<Receipt, 'status' | 'stars' | 'purpose'> }) {
  useSiteLanguage();
  return (
    <Badge
      status={receipt.status}
      data-testid="receipt-status"
      data-status={receipt.status}
      data-purpose={receipt.purpose ?? 'loyalty'}
    >
      {statusText(receipt)}
    </Badge>
  );
}
