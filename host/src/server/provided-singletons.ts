/**
 * The singletons the remotes' pages use that the shell itself does not: the server build must provide them all (the
 * remotes' server builds bring no copy of a shared package, and the bundler provides only what the host imports).
 * Exported by the render bundle so that nothing here is left out of it.
 */
import * as mobxReactLite from 'mobx-react-lite';
import * as forms from 'shared-ui/forms';
import * as receiptCapture from 'shared-ui/receipt-capture';
import * as validation from 'shared-ui/validation';

export const providedSingletons = [mobxReactLite, forms, receiptCapture, validation];
