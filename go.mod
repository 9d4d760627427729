module github.com/adrepl/adrepl

go 1.24
