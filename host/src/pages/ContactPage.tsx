import styled from '@emotion/styled';
import { Card, PageHeading } from 'shared-ui';
import { ContactForm } from '../app/contact/ContactForm';
import { HOST_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Page = styled(Card)`
  max-width: 46rem;
  margin: 0 auto;
`;

/** Contact (LAYOUT-1, authenticated layout): the form opens a support ticket through the kit. */
export default function ContactPage() {
  useSiteLanguage();
  return (
    <Page data-testid="contact" aria-labelledby="contact-title">
      <PageHeading id="contact-title">{HOST_FR.contact.pageTitle}</PageHeading>
      <p>{HOST_FR.contact.pageIntro}</p>
      <ContactForm />
    </Page>
  );
}
