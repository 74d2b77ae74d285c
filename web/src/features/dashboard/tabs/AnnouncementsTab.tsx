import { Text } from '@chakra-ui/react';

// Being built in issue 24 (this commit only lays out the tabs).
export default function AnnouncementsTab() {
  return <Text color="fg.muted">준비 중입니다.</Text>;
}
