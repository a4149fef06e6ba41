// Passwords of 10 characters or more that people choose most often: the long entries at the top
// of the published leak lists, keyboard walks, and Romanian favourites (parola, te iubesc, the
// football clubs, cities and first names with a year or a run of digits). Anything shorter is
// refused by the length rule anyway. Written in lower case, without diacritics, spaces or
// separators: password.server.ts compares them that way, so "Parola 1234" and "TeIubesc123"
// are caught too. Not exhaustive: a guessing attack tries these first, so these cost the most.

const LIST = `
1234567890 0123456789 12345678910 1234567891 123456789a a123456789 123456789q q123456789
1234567899 12345678900 123456789123 1234567890a 1234567890q 0987654321 9876543210 987654321a
1122334455 1234512345 1234554321 123456654321 12341234123 1231231231 123123123123
1111111111 0000000000 2222222222 5555555555 7777777777 9999999999 1212121212 1313131313
1472583690 1478963250 1593572580 7894561230 3692581470 1357924680 2468013579 1234567812
12qwaszx12 11223344556 111222333444 123321123321 147258369a 147258369q 1234567890123
qwertyuiop qwertyuiop1 qwertyuiop12 qwertyuiop123 qwertyuiop[] qwertyuiopasdfghjkl
qwertyuiopasdfghjklzxcvbnm qwerty1234 qwerty12345 qwerty123456 qwerty123456789 qwertyqwerty
qwerty123qwe qwerty1q2w3e qwerty2020 qwerty2021 qwerty2022 qwerty2023 qwerty2024 qwerty2025
qwertzuiop qwertzuiop1 qwertz12345 qwertz123456 azertyuiop azerty123456 asdfghjkl1 asdfghjkl12
asdfghjkl123 asdfghjkl; asdfasdfasdf asdfgh123456 asdf123456 asdf1234asdf zxcvbnm123 zxcvbnm1234
zxcvbnmasdfghjkl 1qaz2wsx3edc 1qaz2wsx3edc4rfv 1qazxsw23edc 1qaz@wsx3edc zaq12wsxcde3 zaq1xsw2cde3
zaq1zaq1zaq1 1qaz2wsx12 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i9o0p
q1w2e3r4t5 q1w2e3r4t5y6 1a2s3d4f5g 1z2x3c4v5b a1b2c3d4e5 a1s2d3f4g5 q1w2e3r4t5y6u7
qazwsxedc1 qazwsxedc123 qazwsxedcrfv qazwsxedcrfvtgb 123qweasd123 123qweasdzxc 123qweasdzxc123
1234qwer1234 1234qwerasdf 1234qwerasdfzxcv qweasdzxc123 qweasdzxc1 qwe123qwe123 qwe123456789
abc1234567 abcd123456 abcde12345 abc123456789 abcdefghij abcdefghijk abcdefghijkl 1234abcd1234
abcdefg123 abcd1234abcd aaaa111111 aa12345678 aaa1234567 a1234567890 zxc123456789 qwe1234567
password12 password123 password1234 password12345 password123456 password2020 password2021
password2022 password2023 password2024 password2025 passwordpassword password1! password123!
passw0rd123 p@ssw0rd123 p@ssword123 p@55w0rd123 pa55word123 mypassword mypassword1 mypassword123
newpassword newpassword1 newpassword123 thepassword yourpassword secretpassword passwords1
iloveyou12 iloveyou123 iloveyou1234 iloveyou22 iloveyou!! iloveyoubaby iloveyousomuch
iloveyouforever iloveyoutoo iloveu1234 ilovemyself ilovemymom ilovemyfamily ilovegod123
lovelove12 loveyou123 loveyou1234 lovely1234 lover12345 loveme1234 lovemeorhateme
princess12 princess123 sunshine12 sunshine123 football12 football123 football1234 baseball12
baseball123 basketball basketball1 basketball123 superman12 superman123 batman1234 batman12345
spiderman1 spiderman123 starwars12 starwars123 pokemon123 pokemon1234 dragonball dragonball1
dragonballz naruto1234 naruto12345 minecraft1 minecraft12 minecraft123 fortnite123 roblox1234
letmein123 letmein1234 letmeinnow welcome123 welcome1234 welcome2020 welcome2024 welcome2025
changeme12 changeme123 administrator administrator1 admin12345 admin123456 admin1234567
adminadmin root123456 rootroot12 trustno1234 whatever12 whatever123 computer12 computer123
internet12 internet123 michael123 jennifer123 jessica123 jordan2323 charlie123 michelle123
daniel1234 andrew1234 thomas1234 william123 matthew123 jonathan123 christopher christopher1
alexander1 alexander123 elizabeth1 victoria123 nicholas123 cheyenne123 samantha123 jasmine123
chocolate1 chocolate123 butterfly1 butterfly123 strawberry blueberry1 pineapple1 watermelon
motherlover fuckyou123 fuckyou1234 fuckoff123 asshole123 blink182blink softball12 cowboys123
mustang123 ferrari123 mercedes12 mercedes123 porsche911 corvette12 harley1234 yamaha1234
liverpool1 liverpool12 liverpool123 chelsea123 arsenal123 manchester manchester1 manutd1234
barcelona1 barcelona12 barcelona123 realmadrid realmadrid1 juventus123 cristiano7 cristiano07
messi10101 ronaldo123 ronaldo777 qwerty7777 1q2w3e4r5t6 1qaz1qaz1qaz 12345qwert 12345qwerty
12345asdfg 12345zxcvb 123456qwerty 123456asdf 123456abcd 123456abc1 123456789abc 123456789abcd
123abc1234 1234567abc 123456789z z123456789 123456789m 123456789l 123456789k 1234567890z
monkey1234 monkey12345 shadow1234 shadow12345 master1234 master12345 dragon1234 dragon12345
killer1234 hunter1234 hunter12345 ginger1234 tigger1234 summer2020 summer2021 summer2022
summer2023 summer2024 summer2025 winter2020 winter2022 winter2023 winter2024 winter2025
spring2024 autumn2024 october2024 december12 november12 september1 christmas1 happy12345
freedom123 1234567890qwerty 0987654321qwerty qwerty0987 poiuytrewq lkjhgfdsa1 mnbvcxz123
passw0rd12 access1234 security12 security123 testtest12 test123456 test1234567 testing123
guest12345 user123456 login12345 default123 example123 google1234 facebook12 facebook123
instagram1 instagram123 youtube123 twitter123 microsoft1 windows123 linux12345 samsung123
samsung1234 iphone1234 nokia12345 apple12345 amazon1234 netflix123 spotify123 gmail12345
yahoo12345 hotmail123 outlook123 qwerty!@#$ !@#$%^&*() 1q2w3e!q@w#e 1qaz!qaz1qaz 1234!@#$%^
parola1234 parola12345 parola123456 parola1234567 parola12345678 parola123456789 parola2020
parola2021 parola2022 parola2023 parola2024 parola2025 parolameaa parolamea1 parolamea12
parolamea123 parolamea1234 parolanoua parolanoua1 parolanoua123 parolasecreta parolaparola
parola!123 parolaaaaa parolaaaaaa nustiuparola nuamparola nuamparola1 nustiu1234 nustiunimic
secret1234 secret12345 secretul123 teiubesc12 teiubesc123 teiubesc1234 teiubescmult
teiubescmultmult teiubescmult1 teiubescmama teiubescdragoste teiubescpuiule iubire1234
iubire12345 iubirea123 iubireamea iubireamea1 iubiremea1 iubitul123 iubita1234 dragoste12
dragoste123 dragostea1 dragosteamea sufletulmeu sufletelul1 puisor1234 puiutul123 printesa123
printesa1234 printesica ingeras123 ingerasul1 fluturas12 fluturas123 soricel123 mamaliga12
bucuresti1 bucuresti12 bucuresti123 bucuresti1234 bucurestii bucharest1 bucharest123
romania123 romania1234 romania12345 romania2020 romania2024 romanica123 romaniamea
timisoara1 timisoara12 timisoara123 constanta1 constanta12 constanta123 craiova123 craiova1234
brasov1234 brasov12345 iasi123456 iasi1234567 cluj123456 clujnapoca clujnapoca1 sibiu12345
oradea1234 galati1234 ploiesti123 pitesti123 arad123456 bacau12345 suceava123 botosani123
dinamo1948 dinamovistu dinamovistul steaua1947 steaua1986 steaua12345 stelistul1 stelistu123
fcsb123456 giulesti1923 rapidistul1 rapidbucuresti craiova1948 universitatea ucraiova1948
cfrcluj1907 cfr1907cluj petrolul52 farulconstanta viitorul12 fotbal1234 fotbal12345 fotbalul123
manele1234 maneleee123 smecher123 smecherul1 smecheru123 smecherasu1 barosanul1 baiatbun123
baietii123 fratii1234 frate12345 fratele123 boss123456 bossulmeu1 bossu12345 regele1234 regele12345
dracula123 dracula1234 transilvania carpati123 dunarea123 mamaia1234 vamaveche1 litoral123
craciun123 craciun2024 paste12345 martisor12 calculator calculator1 calculator123 laptop1234
telefon123 internet1234 mama123456 mama1234567 mamaiubita mamaiubita1 mamasitata tata123456
tataiubit1 bunica1234 bunicul123 familia123 familiamea familiamea1 copiii1234 copiluliubit
andrei1234 andrei12345 andreea123 andreea1234 alexandru1 alexandru12 alexandru123 alexandra1
alexandra12 alexandra123 cristina12 cristina123 cristian123 gabriel123 gabriela123 mihai12345
mihaela123 florin1234 florina123 ionut12345 ionela1234 adrian1234 adriana123 catalin123
catalina123 bogdan1234 mariana123 marian1234 madalina123 georgiana1 georgiana123 gheorghe12
constantin constantin1 dumitru123 vasile1234 nicoleta12 nicoleta123 ramona1234 roxana1234
simona1234 elena12345 ioana12345 raluca1234 denisa1234 bianca1234 larisa1234 alina12345
diana12345 daniela123 valentin12 valentina1 sebastian1 sebastian12 stefan1234 razvan1234
robert1234 vlad123456 marius1234 claudiu123 ovidiu1234 sorin12345 cosmin1234 dragos1234
paul123456 george1234 emanuel123 emanuela12 anamaria12 anamaria123 mariamaria mariaioana
coperta123 coperta1234 coperta12345 carti12345 cartile123 librarie123 libraria123 cititor123
cititoare1 cartebuna1 bookstore1 books12345 reading123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
