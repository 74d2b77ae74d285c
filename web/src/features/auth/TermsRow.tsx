import { Box, Button, Checkbox, Flex, Text } from '@chakra-ui/react';
import { useTenant } from '../../app/tenant';
import { LegalDocView } from '../legal/LegalDocView';
import { legalDoc } from '../legal/legalTexts';
import type { TermsItem } from './termsItems';

interface Props {
  /** A consent of /terms, or another screen's own (the plan payment's recurring consent). */
  item: Omit<TermsItem, 'key'> & { key: string };
  checked: boolean;
  open: boolean;
  onCheckedChange: (checked: boolean) => void;
  onToggleOpen: () => void;
}

/** One consent checkbox with its expandable detail panel. */
export function TermsRow({ item, checked, open, onCheckedChange, onToggleOpen }: Props) {
  const tenant = useTenant();
  const panelId = `terms-panel-${item.key}`;
  const company = tenant.settings.company_info?.company_name || tenant.display_name;
  return (
    <Box borderBottomWidth="1px" py="3">
      <Flex align="center" justify="space-between" gap="2">
        <Checkbox.Root checked={checked} onCheckedChange={(d) => onCheckedChange(d.checked === true)} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Text as="span" color={item.required ? 'brand.fg' : 'fg.muted'} fontWeight="semibold" mr="1">
              [{item.required ? '필수' : '선택'}]
            </Text>
            {item.label}
          </Checkbox.Label>
        </Checkbox.Root>
        <Button
          size="xs"
          variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${item.label} 내용 ${open ? '닫기' : '보기'}`}
          onClick={onToggleOpen}
        >
          {open ? '닫기' : '보기'}
        </Button>
      </Flex>
      {open && (
        <Box id={panelId} mt="3" p="4" bg="bg.subtle" borderRadius="md" maxH="60" overflowY="auto" tabIndex={0}>
          {item.doc ? (
            <LegalDocView doc={legalDoc(item.doc, company)} headingLevel="h4" />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {item.text}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
