import { contractProperty } from '@/testing/openapiSchemas';
import { MAX_LENGTH } from './fieldLimits';

describe('field limits', () => {
  it.each<[keyof typeof MAX_LENGTH, number]>([
    ['name', 200],
    ['text', 4000],
    ['gpsPath', 1000],
    ['propertyCode', 50],
    ['serverIP', 255],
  ])('%s: at most %p characters', (kind, expected) => {
    expect(MAX_LENGTH[kind]).toBe(expected);
  });

  // Every form field limited with MAX_LENGTH, and the contract field it is sent as.
  it.each<[keyof typeof MAX_LENGTH, string, string]>([
    ['name', 'ImageRequestSubmit', 'name'],
    ['text', 'ImageRequestSubmit', 'description'],
    ['gpsPath', 'ImageRequestSubmit', 'gpsPath'],
    ['name', 'ComponentListItem', 'name'],
    ['text', 'ComponentListItem', 'description'],
    ['name', 'SoftwareValidationForm', 'validationName'],
    ['text', 'SoftwareValidationForm', 'description'],
    ['text', 'AddNoteRequest', 'noteText'],
    ['name', 'OrganizationSave', 'name'],
    ['propertyCode', 'OrganizationSave', 'propertyCode'],
    ['serverIP', 'OrganizationSave', 'serverIP'],
  ])('%s is the maxLength of %s.%s in openapi.yaml', (kind, schema, property) => {
    expect(contractProperty(schema, property).maxLength).toBe(MAX_LENGTH[kind]);
  });
});
