/**
 * The singletons the remotes' pages use that the shell itself does not: the server build must provide them all (the
 * remotes' server builds bring no copy of a shared package, and the bundler provides only what the host imports).
 * Exported by the render bundle so that nothing here is left out of it. The kit and MobX among them: the shell's server
 * render uses neither (each render has its own runtime), the remotes' pages import both.
 */
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import * as sharedKit from 'shared-kit';
import * as forms from 'shared-ui/forms';
import * as receiptCapture from 'shared-ui/receipt-capture';
import * as validation from 'shared-ui/validation';

// A page is drawn once per request and never again: an `observer` component need not track what it reads. Tracking
// made a MobX reaction for every observer drawn (a tenth of the server's time on a logged-in shop page). Set on the
// one copy the remotes' server builds share.
mobxReactLite.enableStaticRendering(true);

export const providedSingletons = [mobx, mobxReactLite, sharedKit, forms, receiptCapture, validation];
