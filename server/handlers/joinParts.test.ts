import { binaryRequestHandlers } from './binaryRequest';
import { joinParts } from './joinParts';
import { managementHandlers } from './management';

const { GetWorkflows, GetWorkflowStates, ...otherWorkflowHandlers } = managementHandlers;
const workflowReads = { GetWorkflows, GetWorkflowStates };
const { GetRequests } = binaryRequestHandlers;

describe('joinParts', () => {
  it("answers each operation of the tag with its part's handler", () => {
    const joined = joinParts('Management', workflowReads, otherWorkflowHandlers);

    expect(joined).toEqual(managementHandlers);
    expect(joined.GetWorkflows).toBe(GetWorkflows);
  });

  // Checked by the compiler (npm run typecheck): each call below must fail to compile.
  it('refuses parts that miss an operation, answer one twice or answer another tag', () => {
    // @ts-expect-error GetWorkflows and GetWorkflowStates are missing.
    joinParts('Management', otherWorkflowHandlers);
    // @ts-expect-error GetWorkflows is answered by two parts.
    joinParts('Management', workflowReads, otherWorkflowHandlers, { GetWorkflows });
    // @ts-expect-error GetRequests is a BinaryRequest operation.
    joinParts('Management', workflowReads, otherWorkflowHandlers, { GetRequests });
  });
});
