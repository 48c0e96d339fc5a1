import styled from '@emotion/styled';
import { Card, PageHeading } from 'shared-ui';
import { ContactForm } from '../app/contact/ContactForm';

const Page = styled(Card)`
  max-width: 46rem;
  margin: 0 auto;
`;

/** Contact (LAYOUT-1, authenticated layout): the form opens a support ticket through the kit. */
export default function ContactPage() {
  return (
    <Page data-testid="contact" aria-labelledby="contact-title">
      <PageHeading id="contact-title">Contact</PageHeading>
      <p>
        Une question sur vos étoiles, une déclaration d’achat, une commande ou le jeu&nbsp;? Écrivez-nous&nbsp;: notre
        équipe vous répond par e-mail sous 48 heures ouvrées.
      </p>
      <ContactForm />
    </Page>
  );
}
