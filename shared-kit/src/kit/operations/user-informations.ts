import type { UserInformation, UserInformationFields } from '../types/provider-types';
import { requireNumericId, requireObject } from '../validation/rules';
import type { KitContext } from './kit-context';

const PATH = '/api/kitv4/user_informations';

/** USER-INFO-1 and KIT-3 (update, delete, make-default need a numeric id). */
export function userInformationOperations(ctx: KitContext) {
  const { api } = ctx;

  return {
    async getUserInformations(): Promise<UserInformation[]> {
      const answer = await api.request<{ user_informations: UserInformation[] }>({
        method: 'GET',
        path: PATH,
        auth: 'user',
      });
      return answer.user_informations;
    },

    async createUserInformation(fields: UserInformationFields): Promise<UserInformation> {
      const userInformation = requireObject('userInformation', fields);
      const answer = await api.request<{ user_information: UserInformation }>({
        method: 'POST',
        path: PATH,
        auth: 'user',
        params: { user_information: userInformation },
      });
      return answer.user_information;
    },

    async updateUserInformation(id: number, fields: UserInformationFields): Promise<UserInformation> {
      const numericId = requireNumericId('id', id);
      const userInformation = requireObject('userInformation', fields);
      const answer = await api.request<{ user_information: UserInformation }>({
        method: 'PUT',
        path: `${PATH}/${numericId}`,
        auth: 'user',
        params: { user_information: userInformation },
      });
      return answer.user_information;
    },

    async deleteUserInformation(id: number): Promise<{ deleted: boolean }> {
      const numericId = requireNumericId('id', id);
      return api.request({ method: 'POST', path: `${PATH}/${numericId}/delete`, auth: 'user' });
    },

    async makeUserInformationDefault(id: number): Promise<UserInformation> {
      const numericId = requireNumericId('id', id);
      const answer = await api.request<{ user_information: UserInformation }>({
        method: 'POST',
        path: `${PATH}/${numericId}/make_default`,
        auth: 'user',
      });
      return answer.user_information;
    },
  };
}

export type UserInformationOperations = ReturnType<typeof userInformationOperations>;
