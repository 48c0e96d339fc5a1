import { useLocation, useNavigate, useSearchParams } from 'shared-ui';

/** Step 2 of the claim has an address of its own: `?etape=adresse`. Without it, step 1. */
const STEP_PARAM = 'etape';
const ADDRESS_STEP = 'adresse';
/** The form's anchor (`id` of its panel): a step opens scrolled to it (LAYOUT-2 scrolls to a URL's hash). */
export const PARTICIPATION_ANCHOR = 'participation';

/**
 * Which step of the winner's claim shows, from the address: « Continuer » opens step 2 as a new entry of the
 * history, so the browser's Back returns to step 1 (what was typed kept) and Forward to step 2, as « Retour » does.
 */
export function useParticipationStep() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const at = (address: boolean) => {
    const next = new URLSearchParams(location.search);
    if (address) next.set(STEP_PARAM, ADDRESS_STEP);
    else next.delete(STEP_PARAM);
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#${PARTICIPATION_ANCHOR}`;
  };
  const openedFromStep1 = (location.state as { participationStep?: string } | null)?.participationStep === ADDRESS_STEP;
  return {
    atAddress: params.get(STEP_PARAM) === ADDRESS_STEP,
    /** Step 1 done: step 2, a new entry of the history. */
    toAddress: () => navigate(at(true), { state: { participationStep: ADDRESS_STEP } }),
    /** A claim resumed where step 1 was done: step 2, in place of this entry. */
    resumeAtAddress: () => navigate(at(true), { replace: true }),
    /** « Retour »: Back when step 2 was opened from step 1 here, else step 1 in place of step 2. */
    toDetails: () => (openedFromStep1 ? navigate(-1) : navigate(at(false), { replace: true })),
  };
}
