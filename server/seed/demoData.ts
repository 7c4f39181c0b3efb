/** The believable lab the demo seed builds: fictional manufacturers, a catalogue, workflows. */

export const JURISDICTIONS: Array<[number, string]> = [
  [129, 'Nevada'],
  [18, 'New Jersey'],
  [42, 'Pennsylvania'],
  [6, 'Mississippi'],
  [77, 'Ontario'],
];

export interface DemoPlatform {
  platform: string;
  name: string;
  gsaId: string;
  sasId: string | null;
}

export const MANUFACTURERS: Array<{ name: string; prefix: string; platforms: DemoPlatform[] }> = [
  {
    name: 'Apex Gaming',
    prefix: 'APX',
    platforms: [
      { platform: 'Helios', name: 'Apex Helios', gsaId: 'APX-HL', sasId: 'SAS-1101' },
      { platform: 'Nova', name: 'Apex Nova', gsaId: 'APX-NV', sasId: 'SAS-1102' },
    ],
  },
  {
    name: 'Blue Delta Systems',
    prefix: 'BDS',
    platforms: [
      { platform: 'Tidal', name: 'Blue Delta Tidal', gsaId: 'BDS-TD', sasId: 'SAS-2201' },
      { platform: 'Reef', name: 'Blue Delta Reef', gsaId: 'BDS-RF', sasId: null },
    ],
  },
  {
    name: 'Coral Interactive',
    prefix: 'CRL',
    platforms: [
      { platform: 'Lumen', name: 'Coral Lumen', gsaId: 'CRL-LM', sasId: 'SAS-3301' },
      { platform: 'Atlas', name: 'Coral Atlas', gsaId: 'CRL-AT', sasId: 'SAS-3302' },
    ],
  },
];

export interface DemoComponentType {
  componentType: string;
  displayName: string;
  filterType: 'CustomNames' | 'Dynamic';
  requireKeytbl: boolean;
  gameComponent: boolean;
  required: boolean;
  customNames?: string;
  function?: string;
  jurisdictionTypes?: string;
}

/** Configured for every platform, in jurisdictions 129 and 18. */
export const COMPONENT_TYPES: DemoComponentType[] = [
  {
    componentType: 'BIOS',
    displayName: 'BIOS',
    filterType: 'Dynamic',
    requireKeytbl: true,
    gameComponent: false,
    required: true,
    function: 'System',
  },
  {
    componentType: 'OS',
    displayName: 'Operating System',
    filterType: 'Dynamic',
    requireKeytbl: true,
    gameComponent: false,
    required: true,
    function: 'Operating System',
  },
  {
    componentType: 'GAME',
    displayName: 'Game',
    filterType: 'Dynamic',
    requireKeytbl: true,
    gameComponent: true,
    required: false,
    function: 'Main PGM',
  },
  {
    componentType: 'PERIPHERAL',
    displayName: 'Peripheral',
    filterType: 'CustomNames',
    requireKeytbl: false,
    gameComponent: false,
    required: false,
    customNames: 'Bill Validator,Printer,Touch Screen',
  },
  {
    componentType: 'PROGRESSIVE',
    displayName: 'Progressive Controller',
    filterType: 'Dynamic',
    requireKeytbl: true,
    gameComponent: false,
    required: false,
    function: 'Progressive',
    jurisdictionTypes: 'AP,NU',
  },
];

export const GAME_TITLES = [
  'Golden Mustang',
  'Dragon Harbor',
  'Lucky Lanterns',
  'Thunder Reels',
  'Pharaoh Sun',
  'Wild Canyon',
  'Emerald Fortune',
  'Neon Nights',
  'Buffalo Ridge',
  'Jade Empress',
  'Cash Volcano',
  'Star Voyager',
];

export const STATUSES_CATALOGUE = [
  'Approved',
  'Approved',
  'Approved',
  'Pending',
  'In Testing',
  'Revoked',
];

export interface DemoWorkflow {
  name: string;
  states: Array<{ key: string; description: string }>;
  actions: Array<{
    from: string;
    description: string;
    to: string;
    quick?: boolean;
    roles: string[];
  }>;
}

export const WORKFLOWS: DemoWorkflow[] = [
  {
    name: 'Standard Image Request',
    states: [
      { key: 'draft', description: 'Draft' },
      { key: 'submitted', description: 'Submitted' },
      { key: 'review', description: 'In Review' },
      { key: 'imaging', description: 'Imaging' },
      { key: 'completed', description: 'Completed' },
      { key: 'rejected', description: 'Rejected' },
    ],
    actions: [
      {
        from: 'draft',
        description: 'Submit',
        to: 'submitted',
        quick: true,
        roles: ['Lab Staff', 'Manufacturer Representative'],
      },
      { from: 'submitted', description: 'Begin Review', to: 'review', roles: ['Lab Staff'] },
      {
        from: 'submitted',
        description: 'Return to Draft',
        to: 'draft',
        roles: ['Lab Staff', 'Manufacturer Representative'],
      },
      { from: 'review', description: 'Approve for Imaging', to: 'imaging', roles: ['Lab Staff'] },
      { from: 'review', description: 'Reject', to: 'rejected', roles: ['Lab Staff'] },
      { from: 'imaging', description: 'Complete Imaging', to: 'completed', roles: ['Lab Staff'] },
      {
        from: 'rejected',
        description: 'Reopen',
        to: 'draft',
        roles: ['Lab Staff', 'Manufacturer Representative'],
      },
    ],
  },
  {
    name: 'Expedited Review',
    states: [
      { key: 'draft', description: 'Draft' },
      { key: 'queued', description: 'Queued' },
      { key: 'imaging', description: 'Imaging' },
      { key: 'delivered', description: 'Delivered' },
    ],
    actions: [
      {
        from: 'draft',
        description: 'Send to Queue',
        to: 'queued',
        quick: true,
        roles: ['Lab Staff', 'Manufacturer Representative'],
      },
      { from: 'queued', description: 'Start Imaging', to: 'imaging', roles: ['Lab Staff'] },
      { from: 'imaging', description: 'Deliver', to: 'delivered', roles: ['Lab Staff'] },
      { from: 'imaging', description: 'Send Back to Queue', to: 'queued', roles: ['Lab Staff'] },
    ],
  },
];

export interface DemoRole {
  description: string;
  isSuperUser?: boolean;
  restrictTo?: string[];
  flags: string[];
}

export const ROLES: DemoRole[] = [
  { description: 'Administrator', isSuperUser: true, flags: [] },
  {
    description: 'Lab Staff',
    flags: [
      'can_view_requests_page',
      'can_view_software_validations_page',
      'can_create_binary_request',
      'can_edit_binary_request',
      'can_delete_binary_request',
      'can_create_software_validation',
      'can_delete_ssif_submission',
      'can_view_gps_path',
    ],
  },
  {
    description: 'Manufacturer Representative',
    restrictTo: ['Apex Gaming'],
    flags: [
      'can_view_requests_page',
      'can_view_software_validations_page',
      'can_create_binary_request',
      'can_create_software_validation',
    ],
  },
  { description: 'Validation Viewer', flags: ['can_view_software_validations_page'] },
  {
    description: 'Organization Manager',
    flags: [
      'can_view_admin_page',
      'can_add_organizations',
      'can_edit_organizations',
      'can_disable_organizations',
      'can_edit_organization_users',
      'can_edit_organization_jurisdictions',
    ],
  },
];

export const USERS: Array<{
  username: string;
  firstName: string;
  lastName: string;
  title: string;
  department: string;
  roles: string[];
}> = [
  {
    username: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    title: 'Lab Director',
    department: 'Administration',
    roles: ['Administrator'],
  },
  {
    username: 'staff',
    firstName: 'Sam',
    lastName: 'Rivera',
    title: 'Test Engineer',
    department: 'Compliance Testing',
    roles: ['Lab Staff'],
  },
  {
    username: 'vendor',
    firstName: 'Valerie',
    lastName: 'Chen',
    title: 'Compliance Liaison',
    department: 'Apex Gaming',
    roles: ['Manufacturer Representative'],
  },
  {
    username: 'viewer',
    firstName: 'Victor',
    lastName: 'Okafor',
    title: 'Auditor',
    department: 'Regulatory Affairs',
    roles: ['Validation Viewer'],
  },
  {
    username: 'jlee',
    firstName: 'Jordan',
    lastName: 'Lee',
    title: 'Senior Test Engineer',
    department: 'Compliance Testing',
    roles: ['Lab Staff'],
  },
  {
    username: 'mgarcia',
    firstName: 'Maria',
    lastName: 'Garcia',
    title: 'Imaging Technician',
    department: 'Imaging',
    roles: ['Lab Staff'],
  },
  {
    username: 'pnovak',
    firstName: 'Petra',
    lastName: 'Novak',
    title: 'Operations Manager',
    department: 'Operations',
    roles: ['Lab Staff', 'Organization Manager'],
  },
];

export const REQUEST_DESCRIPTIONS = [
  'Initial submission for field trial',
  'Jurisdiction update with revised paytable',
  'Critical fix for bill validator communication',
  'Re-image after OS security patch',
  'New game theme release',
  'Progressive link certification',
  'Marketing build for trade show',
  'Regression image for revoked component replacement',
];
