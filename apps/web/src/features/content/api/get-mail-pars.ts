import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailParsSchema } from '@spesa/shared/content/content-form.contract';
import { getContent, useContentRoot } from './content-client';

const PATH = '/wp/v2/get_mail_pars';

/**
 * spec §7 GET /wp/v2/get_mail_pars?form_id=: the form's fields and a fresh nonce. Not in the response cache:
 * the nonce expires, so each visit of the form asks again.
 */
export const mailParsQueryOptions = (root: string, formId: number) =>
  queryOptions({
    queryKey: ['content', root, 'mail-pars', formId],
    queryFn: async ({ signal }) =>
      (await getContent(root, PATH, mailParsSchema, { query: { form_id: formId }, signal })).data,
    staleTime: 0,
    gcTime: 0,
  });

export function useMailPars(formId: number) {
  return useQuery(mailParsQueryOptions(useContentRoot(), formId));
}
