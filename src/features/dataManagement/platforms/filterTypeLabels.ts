import type { ComponentType } from '@/api/generated/managementApi';

export const filterTypeLabels: Readonly<Record<ComponentType['filterType'], string>> = {
  CustomNames: 'Custom Names',
  Dynamic: 'Dynamic',
};
